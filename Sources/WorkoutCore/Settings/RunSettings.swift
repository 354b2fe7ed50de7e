/// The rest `run` takes between one exercise (or superset) and the next (`config set
/// rest-between`): the finished set's own rest, or a fixed one; 0 is none.
public enum RestBetween: Hashable, Sendable {
  /// The rest of the set just finished (of the round's last set in a superset).
  case setRest
  /// A fixed rest in seconds; 0 for none.
  case seconds(Double)

  /// The setting as written: `set`, or whole seconds (`120`).
  public var text: String {
    switch self {
    case .setRest: "set"
    case .seconds(let seconds): "\(Int(seconds))"
    }
  }

  /// Reads `set`, or a duration such as `90`, `90s`, `2:00`, `2m` (up to an hour; 0 = none).
  public static func parse(_ text: String) throws(SettingsError) -> RestBetween {
    let word = String(text.trimmingSpaces).lowercased()
    if word == "set" { return .setRest }
    return .seconds(try RunSettingValues.seconds(text, key: .restBetween, max: 3600))
  }

  /// The rest before the next exercise, given the finished set's own rest; nil for none.
  public func seconds(afterSetRest rest: Double?) -> Double? {
    let seconds =
      switch self {
      case .setRest: rest ?? 0
      case .seconds(let fixed): fixed
      }
    return seconds > 0 ? seconds : nil
  }
}

/// Reading the run's duration settings.
enum RunSettingValues {
  /// Whole seconds from `90`, `2:00`, `2m`, between 0 and `max`.
  static func seconds(_ text: String, key: SettingKey, max: Double) throws(SettingsError)
    -> Double
  {
    let item = Item(
      id: ItemID(rawValue: key.rawValue), name: key.rawValue, unit: .second, defaultValue: 0,
      min: 0, max: max, step: 1, lastSetUnneeded: false)
    do {
      return try item.parse(text)
    } catch {
      let takes =
        key == .restBetween
        ? "set (the finished set's rest) or a duration such as 90 or 2:00; 0 for none"
        : "whole seconds, e.g. 3; 0 for none"
      if case .invalid = error { throw .invalidValue(key: key, message: error.message) }
      throw .badValue(key: key, message: "\(key.rawValue) takes \(takes), not '\(text)'")
    }
  }
}

extension Settings {
  /// The rest between exercises in a run.
  public var restBetween: RestBetween {
    (try? RestBetween.parse(value(.restBetween))) ?? .setRest
  }

  /// The seconds of get-ready before a timed set's countdown in a run; 0 for none.
  public var getReady: Double {
    (try? RunSettingValues.seconds(value(.getReady), key: .getReady, max: 60)) ?? 3
  }
}
