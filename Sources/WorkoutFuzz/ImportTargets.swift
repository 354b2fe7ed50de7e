import WorkoutCore

/// The CSV reader, the importers of other apps' exports, and the XML readers.
enum ImportTargets {
  /// Records either read or fail with a CSVError; read in chunks of any size they are the same;
  /// written back with every field quoted, they read back as the same texts.
  static func csv(_ bytes: [UInt8]) {
    let delimiter = CSVReader.delimiter(ofHeader: bytes)
    let whole = records(CSVReader(bytes: bytes, delimiter: delimiter))
    let size = Int(bytes.first ?? 1) % 7 + 1
    let chunks = stride(from: 0, to: bytes.count, by: size).map {
      Array(bytes[$0..<min($0 + size, bytes.count)])
    }
    let chunked = records(CSVReader(chunks: chunks.makeIterator(), delimiter: delimiter))
    require(whole == chunked, "read in chunks of \(size), the records differ")
    guard case .success(let read) = whole else { return }
    var written: [UInt8] = []
    for record in read {
      let fields = record.fields.map { field in
        [UInt8(ascii: "\"")]
          + Array(field.text.utf8).flatMap { $0 == UInt8(ascii: "\"") ? [$0, $0] : [$0] }
          + [UInt8(ascii: "\"")]
      }
      written += Array(fields.joined(separator: [delimiter])) + [0x0A]
    }
    let again = records(CSVReader(bytes: written, delimiter: delimiter))
    guard case .success(let reread) = again else {
      return require(false, "records written back do not read: \(again)")
    }
    require(reread.map(\.texts) == read.map(\.texts), "records written back read differently")
  }

  static func records(_ reader: CSVReader) -> Result<[CSVRecord], CSVError> {
    var reader = reader
    var records: [CSVRecord] = []
    do {
      while let record = try reader.next() { records.append(record) }
    } catch {
      return .failure(error)
    }
    return .success(records)
  }

  /// An export either fails with an ImportError that has a reason, or gives a log whose values
  /// are all in wkc's ranges.
  static func foreign(_ bytes: [UInt8], app: ForeignApp) {
    for choice in [app, nil] {
      do {
        check(try ForeignImport.read(bytes: bytes, app: choice))
      } catch {
        require(!error.reason.isEmpty, "an import error without a reason")
      }
    }
  }

  static func appleHealth(_ bytes: [UInt8]) {
    do {
      check(try AppleHealthImport.read(bytes: bytes))
    } catch {
      require(!error.reason.isEmpty, "an import error without a reason")
    }
  }

  static func gpx(_ bytes: [UInt8]) {
    do {
      check(try GPXImport.read(bytes: bytes, zone: FixedOffset(seconds: 9 * 3600)))
    } catch {
      require(!error.reason.isEmpty, "an import error without a reason")
    }
  }

  /// Every value of every set is a number in its item's range; every workout has a date wkc
  /// takes and exercises with names.
  static func check(_ log: ForeignLog) {
    for workout in log.workouts {
      require((1...9999).contains(workout.date.year), "a workout dated \(workout.date)")
      if let duration = workout.duration {
        require(duration.isFinite && duration >= 0, "a workout lasting \(duration)")
      }
      for exercise in workout.exercises {
        require(!exercise.name.isEmpty, "an exercise without a name, line \(exercise.line)")
        for set in exercise.sets {
          for (item, value) in set.values {
            guard let definition = Catalog.builtIn.item(item) else {
              return require(false, "a value of unknown item \(item), line \(set.line)")
            }
            require(
              value.isFinite && value >= definition.min && value <= definition.max,
              "\(item) \(value) is out of range, line \(set.line)")
          }
        }
      }
    }
  }
}
