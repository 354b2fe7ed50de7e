extension Array where Element == String {
  /// The words as a sentence lists them: `a, b or c`, `a and b`, `a`.
  func listed(_ conjunction: String) -> String {
    guard let last, count > 1 else { return last ?? "" }
    return dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
