import Foundation
import WorkoutCore

/// Everything a command may touch, passed in so tests control it: environment, streams,
/// the wall clock and the global options.
final class Context {
  let environment: [String: String]
  let stdin: TextInput
  let stdout: TextOutput
  let stderr: TextOutput
  let time: TimeSource
  let globals: GlobalOptions
  /// Seconds a writer waits for the store's lock.
  let lockWait: Double
  /// The command as typed, for the undo journal: `remove 2`.
  let commandText: String
  /// This run of wkc, for the undo journal.
  private let session = String(UInt64.random(in: 1...UInt64.max), radix: 36)
  private let injectedPacer: Pacer?

  init(
    environment: [String: String], stdin: TextInput, stdout: TextOutput, stderr: TextOutput,
    time: TimeSource, pacer: Pacer?, globals: GlobalOptions, lockWait: Double,
    commandText: String
  ) {
    self.commandText = commandText
    self.injectedPacer = pacer
    self.environment = environment
    self.stdin = stdin
    self.stdout = stdout
    self.stderr = stderr
    self.time = time
    self.globals = globals
    self.lockWait = lockWait
  }

  /// True when `--json` was given.
  var json: Bool { globals.json }

  /// The working directory relative paths are read from.
  lazy var directory = FileManager.default.currentDirectoryPath

  /// Decoration for stdout.
  lazy var style = Style(
    mode: globals.color, isTerminal: stdout.isTerminal, environment: environment)

  /// Decoration for stderr (warnings), decided by stderr alone: `2>file` stays plain.
  lazy var errorStyle = Style(
    mode: globals.color, isTerminal: stderr.isTerminal, environment: environment)

  // MARK: - Time

  /// The user's time zone, from `TZ`.
  lazy var zone = LocalZone(environment: environment)

  /// Monotonic time, waiting, and SIGINT/SIGTERM handling, for commands that wait.
  lazy var pacer: Pacer = injectedPacer ?? SystemPacer(inputFD: (stdin as? FileInput)?.fd ?? 0)

  /// The terminal settings of stdin, when it is a terminal.
  func terminalMode() -> TerminalMode? {
    (stdin as? FileInput).map { TerminalMode(fd: $0.fd) }
  }

  /// A person at a terminal: stdin and stdout are terminals and `TERM` is not `dumb`; then
  /// countdowns are drawn and keys read one by one.
  var interactive: Bool {
    stdin.isTerminal && stdout.isTerminal && environment["TERM"] != "dumb"
  }

  /// Now, in the user's time zone: what operations record results with.
  var moment: Moment { Moment(seconds: time.now(), zone: zone) }

  /// The width to fit: `COLUMNS`, else the terminal's, else 80.
  var columns: Int {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    return (stdout as? FileOutput).flatMap { terminalSize($0.fd) }?.columns ?? 80
  }

  /// The width tables fit: `COLUMNS`, else the terminal's; nil when stdout is not a terminal,
  /// so piped output is never cut.
  var tableWidth: Int? {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    guard stdout.isTerminal else { return nil }
    return (stdout as? FileOutput).flatMap { terminalSize($0.fd) }?.columns
  }

  /// Keys can be read one by one: stdin is a terminal that is not `dumb`. With `--json` the
  /// countdown keys follow this alone, as stdout is a pipe to a script.
  var readsKeys: Bool { stdin.isTerminal && environment["TERM"] != "dumb" }

  /// The local calendar date now.
  var today: LocalDate { moment.today }

  /// Parses a date argument: `today`, `yesterday`, `tomorrow`, a weekday, `YYYY-MM-DD`, `+N`,
  /// `-N`.
  func date(_ text: String, option: String? = nil) throws(UsageError) -> LocalDate {
    do {
      return try DateExpression.parse(text, today: today)
    } catch {
      throw UsageError((option.map { "--\($0): " } ?? "") + error.message)
    }
  }

  /// Parses a month argument: `YYYY-MM`.
  func month(_ text: String, option: String? = nil) throws(UsageError) -> YearMonth {
    do {
      return try DateExpression.parseMonth(text, today: today)
    } catch {
      throw UsageError((option.map { "--\($0): " } ?? "") + error.message)
    }
  }

  // MARK: - Store and catalog

  /// The store in the data directory; fails when no data directory is known. The first time,
  /// a change a stopped wkc left half made is finished (unless `finishing` is false: `doctor`
  /// reports it instead), and said on stderr; one that cannot be finished fails the command,
  /// which would read it half made.
  func openStore(finishing: Bool = true) throws -> Store {
    guard let root = Store.root(home: globals.home, environment: environment) else {
      throw NoDataDirectory()
    }
    var store = Store(root: root, lockWait: lockWait)
    store.change = ChangeLabel(
      command: commandText, time: moment.timestamp, session: session)
    if finishing, !checkedUnfinishedChange {
      _ = try store.finishUnfinishedChange()
      checkedUnfinishedChange = true
      reportFinishedChanges(of: store)
    }
    return store
  }

  private var checkedUnfinishedChange = false

  /// Tells on stderr each change a stopped wkc left half made that this one finished.
  func reportFinishedChanges(of store: Store? = nil) {
    guard let store = store ?? (try? openStore(finishing: false)) else { return }
    for change in store.takeFinishedChanges() {
      let placed = change.finishedNow == 0 ? "all" : "\(change.files - change.finishedNow)"
      stderr.write(
        "wkc: \(errorStyle.yellow("note:")) finished `wkc \(change.command.terminalSafe)`, which a "
          + "stopped wkc left half made (\(placed) of its \(change.files) files had been put in "
          + "place)" + (change.journaled ? "; `wkc undo` takes it back\n" : "\n"))
    }
  }

  // MARK: - Writing

  /// What the writes of this command did to gear, not told yet.
  private var gearEffects: [GearEffects] = []

  /// Performs `operation` on `store` and returns its outcome; what it did to gear is told on
  /// stderr once the command's output is written (or at `reportGearEffects()`).
  func perform<O: StoreOperation>(_ operation: O, on store: Store) throws -> O.Outcome {
    var store = store
    store.settings = try? settings()
    let performed = try store.perform(operation)
    gearEffects.append(performed.gear)
    if let advance = performed.program { programAdvances.append(advance) }
    return performed.outcome
  }

  /// Program sessions the writes of this command completed, not told yet.
  private var programAdvances: [ProgramAdvance] = []

  /// Tells on stderr what the writes so far did to gear and to the program followed, once
  /// each.
  func reportGearEffects() {
    for effects in gearEffects { reportGear(effects, context: self) }
    gearEffects = []
    for advance in programAdvances { reportProgram(advance, context: self) }
    programAdvances = []
  }

  private var loadedCatalog: Catalog?

  /// The built-in catalog with the user's exercises.
  func catalog() throws -> Catalog {
    if let loadedCatalog { return loadedCatalog }
    let catalog = try openStore().catalog()
    loadedCatalog = catalog
    return catalog
  }

  /// Forgets the loaded catalog after the user's exercises changed.
  func catalogChanged() { loadedCatalog = nil }

  // MARK: - Settings

  /// The settings file: `$XDG_CONFIG_HOME/wkc/config.json`, else `~/.config/wkc/config.json`;
  /// nil when neither variable is set.
  var settingsStore: SettingsStore? { SettingsStore(environment: environment) }

  private var loadedSettings: Settings?

  /// The settings in effect: the file's, overridden by `WKC_UNITS`.
  func settings() throws -> Settings {
    if let loadedSettings { return loadedSettings }
    let settings = try Settings(
      file: settingsStore?.read() ?? SettingsFile(), environment: environment)
    loadedSettings = settings
    return settings
  }

  /// The units people read and type.
  func units() throws -> DisplayUnits { try settings().units }

  // MARK: - Output

  /// Writes text for people to stdout.
  func print(_ text: String = "") { stdout.write(text + "\n") }

  /// Writes a table to stdout, fitted to the terminal.
  func print(_ table: Table) { stdout.write(table.render(style, width: tableWidth)) }

  /// Writes a line for people (a table's title) to stdout, cut with `…` to the terminal.
  func printFitted(_ text: String) {
    print(tableWidth.map { cut(text, toWidth: $0, style: style) } ?? text)
  }

  /// Writes a JSON document to stdout.
  func printJSON(_ body: (inout JSONWriter) -> Void) {
    var json = JSONWriter()
    body(&json)
    stdout.write(json.text)
  }
}

/// No data directory: neither `--home`, `WKC_HOME`, `XDG_DATA_HOME` nor `HOME` is set.
struct NoDataDirectory: Error {
  var message: String {
    "cannot find the data directory: set HOME or WKC_HOME, or pass --home DIR"
  }
}
