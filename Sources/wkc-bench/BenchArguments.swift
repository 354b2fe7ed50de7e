/// wkc-bench's command line: the benchmark its first word names and the options it takes,
/// checked against `usage` before anything runs.
struct BenchArguments: Equatable {
  /// A benchmark, named by the first word (`store`, the default, and `generate` by an option).
  enum Mode: String, CaseIterable {
    case store, timer, reader, generate, stress, xml, health
    case importing = "import"

    /// The options that take a value, and the flags.
    var options: (values: Set<String>, flags: Set<String>) {
      switch self {
      case .store: (["--years", "--runs", "--baseline"], ["--jq", "--no-jq"])
      case .generate: (["--generate", "--years"], [])
      case .timer: ([], [])
      case .reader: (["--runs", "--pass"], [])
      case .importing: (["--rows", "--runs", "--write"], [])
      case .xml: (["--megabytes", "--runs", "--file"], [])
      case .health: (["--megabytes", "--workouts", "--runs", "--file"], [])
      case .stress:
        (
          ["--iterations", "--kills", "--writers", "--rounds", "--seed", "--wkc"],
          ["--keep", "--json"]
        )
      }
    }

    /// The words after the first one that are not options: `reader HOME`.
    var operands: Int { self == .reader ? 1 : 0 }
  }

  /// What a command line asks for.
  enum Request: Equatable {
    case run(BenchArguments)
    /// `--help` or `-h`: the usage on stdout, exit 0.
    case help
    /// A word the usage does not have: why, then the usage on stderr, exit 64.
    case misuse(String)
  }

  var mode: Mode
  /// Option values by option name (`--years` → `1,10`).
  var values: [String: String] = [:]
  var flags: Set<String> = []
  /// The operands (`reader HOME`).
  var operands: [String] = []

  /// The value of an option, if given.
  func value(_ name: String) -> String? { values[name] }

  /// True when a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// Reads the words after the program name.
  static func parse(_ words: [String]) -> Request {
    if words.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    var rest = words[...]
    let mode: Mode
    if let first = rest.first, !first.hasPrefix("-") {
      guard let named = Mode(rawValue: first), named != .store, named != .generate else {
        return .misuse("unknown benchmark '\(first)'")
      }
      mode = named
      rest = rest.dropFirst()
    } else {
      mode = words.contains("--generate") ? .generate : .store
    }
    var arguments = BenchArguments(mode: mode)
    let (values, flags) = mode.options
    while let word = rest.popFirst() {
      if values.contains(word) {
        guard let value = rest.popFirst() else { return .misuse("\(word) needs a value") }
        arguments.values[word] = value
      } else if flags.contains(word) {
        arguments.flags.insert(word)
      } else if !word.hasPrefix("-"), arguments.operands.count < mode.operands {
        arguments.operands.append(word)
      } else {
        let what = word.hasPrefix("-") ? "option" : "argument"
        let benchmark = mode == .store ? "" : " of \(mode.rawValue)"
        return .misuse("unknown \(what) '\(word)'\(benchmark)")
      }
    }
    guard arguments.operands.count == mode.operands else {
      return .misuse("\(mode.rawValue) needs HOME, a folder of month files")
    }
    guard mode != .generate || arguments.values["--generate"] != nil else {
      return .misuse("--generate needs a folder")
    }
    return .run(arguments)
  }

  /// What `--help` prints.
  static let usage = """
    usage: wkc-bench [BENCHMARK] [OPTIONS]
    Benchmarks, not tests: run the release build (swift build -c release).

      wkc-bench [--years 1,10,30,100] [--runs 21] [--jq | --no-jq] [--baseline PATH]
          start-up; for each store size (default 10 years): daily commands on an empty vs
          the N-year store, and the whole-history commands on it, time and peak memory; jq
          totalling the same files up to 10 years (--jq: every size, --no-jq: never).
          --baseline times another wkc binary too, run for run, and shows before → after
      wkc-bench --generate DIR [--years 10]
          only writes the store to DIR
      wkc-bench timer
          rest timer precision and CPU
      wkc-bench reader HOME [--runs 11] [--pass NAME]
          the month-file readers and writer in process, over HOME's month files
      wkc-bench import [--rows 100000] [--runs 5] [--write FILE]
          reads a generated Strong export in process: time and peak memory (--write: only
          writes the export to FILE)
      wkc-bench xml [--megabytes 200] [--runs 3] [--file export.xml]
          XMLReader over a generated Apple Health export (or FILE): throughput and peak memory
      wkc-bench health [--megabytes 1100] [--workouts 3000] [--runs 3] [--file FILE]
          the release `wkc import FILE --from apple-health` over a generated export.xml
          (written under the temporary folder, removed after) or FILE (generated there and
          kept when it does not exist): MB/s, peak memory, and the same through a pipe
      wkc-bench stress [--iterations 1000 | --kills N] [--writers 24] [--rounds 40]
                       [--seed S] [--wkc PATH] [--keep] [--json]
          write commands (imports of two years and their undo among them) SIGKILLed at
          random, one at a time (--iterations commands, or until --kills N were killed),
          then --writers at once, then a full disk (a tmpfs, as root); after each kill the
          store is read back with `wkc export` and checked by `wkc doctor`. Reports kills,
          acknowledged writes, corrupt (a file or a write's sets not as written), lost,
          half-applied changes, doctor problems, unexplained undo refusals; exit 1 when any
          (--wkc: the wkc to test, by default the one beside wkc-bench)
      wkc-bench -h, --help
          this usage

    """
}
