import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts the built `wkc` with SIGINT at its default action and no signal blocked, as a
/// shell's foreground job has them (the test runner's children inherit SIGINT ignored).
/// `terminal`, when given, becomes its stdin, stdout and stderr.
func spawnWKC(_ arguments: [String], environment: [String], terminal: String? = nil) throws
  -> pid_t
{
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if let terminal {
    for fd in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, fd, terminal, O_RDWR, 0) }
  }
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var defaults = sigset_t()
  sigemptyset(&defaults)
  sigaddset(&defaults, SIGINT)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setsigmask(&attributes, &unblocked)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  let words = [BinaryTests.binary] + arguments
  let argv = words.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer {
    for pointer in argv + envp { free(pointer) }
  }
  var pid: pid_t = 0
  guard posix_spawn(&pid, BinaryTests.binary, &actions, &attributes, argv, envp) == 0 else {
    throw POSIXError(.ECHILD)
  }
  return pid
}
