// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "wkc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "wkc", targets: ["wkc"]),
    .library(name: "WorkoutCore", targets: ["WorkoutCore"]),
  ],
  targets: [
    // Models, catalog, store and planning; no terminal I/O. The built-in catalog and the other
    // apps' exercise-name tables and the built-in programs are compiled in (`PackageResources`).
    .target(
      name: "WorkoutCore",
      resources: [
        .embedInCode("Resources/catalog.json"),
        .embedInCode("Interchange/ExerciseNames/Tables"),
        .embedInCode("Programs/BuiltIn"),
      ]
    ),
    // Commands, argument parsing, rendering.
    .target(name: "WorkoutCLI", dependencies: ["WorkoutCore"]),
    .executableTarget(name: "wkc", dependencies: ["WorkoutCLI"]),
    // Benchmark (not a test): `swift run -c release wkc-bench`.
    .executableTarget(name: "wkc-bench", dependencies: ["WorkoutCore"]),
    // The benchmark's start-up baseline: a hello world that links Foundation.
    .executableTarget(name: "bench-hello"),
    // Fuzz targets' properties, and their driver: `Tests/Fuzz/run` (see README, Fuzzing).
    .target(name: "WorkoutFuzz", dependencies: ["WorkoutCore", "WorkoutCLI"]),
    .executableTarget(name: "wkc-fuzz", dependencies: ["WorkoutFuzz"]),
    // What the test targets share: where tests make folders (a tmpfs), which tools are installed.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "WorkoutCoreTests", dependencies: ["WorkoutCore", "TestSupport"], exclude: ["Fixtures"]),
    // The stress tool's checker, against stores broken on purpose.
    .testTarget(
      name: "WorkoutBenchTests", dependencies: ["wkc-bench", "WorkoutCore", "TestSupport"]),
    .testTarget(
      name: "WorkoutCLITests", dependencies: ["WorkoutCLI", "wkc", "TestSupport"],
      exclude: ["Golden", "Fixtures"]),
    .testTarget(name: "WorkoutFuzzTests", dependencies: ["WorkoutFuzz"], exclude: ["Regressions"]),
  ],
  swiftLanguageModes: [.v6]
)
