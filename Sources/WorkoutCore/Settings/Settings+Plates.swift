extension Settings {
  /// The standard bar of barbell exercises: the `bar` setting, else 20 kg or 45 lb by the
  /// weight unit.
  public var standardBar: Bar {
    (try? Bar.parse(value(.bar), bareUnit: units.weight)) ?? Bar.standard(for: units.weight)
  }

  /// The plates owned: the `plates` setting, else the standard set of the weight unit.
  public var plates: PlateSet {
    (try? PlateSet.parse(value(.plates), bareUnit: units.weight))
      ?? PlateSet.standard(for: units.weight)
  }

  /// The bar `exercise` is loaded on under these settings; nil when it has no plate math.
  public func bar(for exercise: Exercise) -> Bar? { exercise.bar(standard: standardBar) }

  /// Plate math for `exercise`: its bar and the plates owned; nil when it has no bar.
  public func plateMath(for exercise: Exercise) -> PlateMath? {
    bar(for: exercise).map { PlateMath(bar: $0, plates: plates) }
  }

  /// Plate math for `bar` (default: the standard bar) and the plates owned.
  public func plateMath(bar: Bar? = nil) -> PlateMath {
    PlateMath(bar: bar ?? standardBar, plates: plates)
  }
}
