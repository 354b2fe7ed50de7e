/// Loadings of one side of a bar with the fewest plates, on a grid of hundredths of the plates'
/// unit: bounded change-making by dynamic programming over the amounts up to a limit.
struct PlateSolver {
  /// A weight of plate in hundredths, and the pieces of it one side may take.
  struct Kind {
    var weight: Int
    var count: Int
  }

  /// The kinds, lightest first, pieces per side above 0.
  let kinds: [Kind]
  /// The greatest common divisor of the weights: amounts off it cannot be made.
  let step: Int
  /// The largest amount solved for, in hundredths.
  let limit: Int
  /// `fewest[i][a / step]`: the fewest plates of kinds 0...i that make amount `a`.
  private let fewest: [[UInt16]]

  private static let none = UInt16.max

  /// Solves every amount up to `limit` hundredths (at most what all the kinds make).
  init(kinds: [Kind], limit: Int) {
    let kinds = kinds.filter { $0.count > 0 && $0.weight > 0 }.sorted { $0.weight < $1.weight }
    self.kinds = kinds
    let step = kinds.reduce(0) { PlateSolver.gcd($0, $1.weight) }
    self.step = max(step, 1)
    let total = kinds.reduce(0) { $0 + $1.weight * $1.count }
    self.limit = max(0, min(limit, total))
    let cells = self.limit / self.step + 1
    var layers: [[UInt16]] = []
    var current = [UInt16](repeating: PlateSolver.none, count: cells)
    current[0] = 0
    for kind in kinds {
      let weight = kind.weight / self.step
      // Binary splitting: bundles of 1, 2, 4, … pieces make every count up to the kind's.
      var left = kind.count
      var bundle = 1
      while left > 0 {
        let pieces = min(bundle, left)
        let span = pieces * weight
        if span < cells {
          for cell in stride(from: cells - 1, through: span, by: -1) {
            let before = current[cell - span]
            if before != PlateSolver.none, before + UInt16(pieces) < current[cell] {
              current[cell] = before + UInt16(pieces)
            }
          }
        }
        left -= pieces
        bundle *= 2
      }
      layers.append(current)
    }
    fewest = layers
  }

  /// True when `amount` hundredths can be made.
  func canMake(_ amount: Int) -> Bool { plates(for: amount) != nil }

  /// The plates, in hundredths and heaviest first, that make `amount` with the fewest pieces,
  /// the heaviest plates used as much as that allows; nil when it cannot be made.
  func plates(for amount: Int) -> [Int]? {
    guard amount >= 0, amount <= limit, amount % step == 0 else { return nil }
    if amount == 0 { return [] }
    guard let last = fewest.last, last[amount / step] != PlateSolver.none else { return nil }
    var left = amount
    var result: [Int] = []
    for index in kinds.indices.reversed() {
      let kind = kinds[index]
      let best = fewest[index][left / step]
      for pieces in stride(from: min(kind.count, left / kind.weight), through: 0, by: -1) {
        let rest = left - pieces * kind.weight
        let before =
          index == 0 ? (rest == 0 ? 0 : PlateSolver.none) : fewest[index - 1][rest / step]
        guard before != PlateSolver.none, Int(before) + pieces == Int(best) else { continue }
        result += Array(repeating: kind.weight, count: pieces)
        left = rest
        break
      }
    }
    return left == 0 ? result : nil
  }

  /// The largest amount that can be made at most `amount`; nil when none (below 0).
  func largest(atMost amount: Int) -> Int? {
    guard amount >= 0 else { return nil }
    var cell = min(amount, limit) / step
    while cell >= 0 {
      if fewest.last.map({ $0[cell] != PlateSolver.none }) ?? (cell == 0) { return cell * step }
      cell -= 1
    }
    return nil
  }

  /// The smallest amount that can be made at least `amount`, up to the limit; nil when none.
  func smallest(atLeast amount: Int) -> Int? {
    var cell = (max(0, amount) + step - 1) / step
    while cell * step <= limit {
      if fewest.last.map({ $0[cell] != PlateSolver.none }) ?? (cell == 0) { return cell * step }
      cell += 1
    }
    return nil
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
