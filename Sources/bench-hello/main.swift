// The start-up baseline for wkc-bench: prints a version line, linking Foundation as wkc does.
import Foundation

FileHandle.standardOutput.write(Data("wkc 0.0.0\n".utf8))
