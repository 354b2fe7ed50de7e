// The JSON of plate math, for `plates --json` and the `plates` of a `run --json` set event:
// `{"weight", "unit", "bar", "perSide", "loaded", "exact", "below", "above"}` (and `change` in
// a run), every weight in the plates' own unit: each plate as set, the weights worked out
// (converted, totalled) as `Figure.weight`.

extension JSONWriter {
  /// `{"weight", "unit", "bar", "perSide", "loaded", "exact", "below", "above"}`: `perSide`
  /// is `loading` when given, else the exact loading, else the nearest; `loaded` its total;
  /// `below` and `above` (`{"weight", "perSide"}`) are null when the weight loads exactly or
  /// there is none that side.
  public mutating func write(_ fit: PlateFit, loading: BarLoading? = nil) {
    object { json in json.members(of: fit, loading: loading) }
  }

  /// A set's plates in a run: the members of its fit and loading, and `change`
  /// (`{"removed", "added"}` per side, removed outermost first; null for the first set).
  public mutating func write(_ step: PlateStep) {
    object { json in
      json.members(of: step.fit, loading: step.loading)
      json.key("change")
      json.optional(step.change) { json, change in
        json.object { json in
          json.key("removed")
          json.numbers(change.removed)
          json.key("added")
          json.numbers(change.added)
        }
      }
    }
  }

  private mutating func members(of fit: PlateFit, loading: BarLoading?) {
    let shown = loading ?? fit.nearest
    key("weight")
    number(fit.weight, .weight)
    key("unit")
    string(fit.unit.symbol)
    key("bar")
    number(fit.bar, .weight)
    key("perSide")
    numbers(shown?.perSide ?? [])
    key("loaded")
    optional(shown) { $0.number($1.total, .weight) }
    key("exact")
    bool(fit.isExact)
    for (name, side) in [("below", fit.below), ("above", fit.above)] {
      key(name)
      optional(side) { json, side in
        json.object { json in
          json.key("weight")
          json.number(side.total, .weight)
          json.key("perSide")
          json.numbers(side.perSide)
        }
      }
    }
  }

  private mutating func numbers(_ values: [Double]) {
    array { json in for value in values { json.number(value) } }
  }
}
