import WorkoutCLI

runProcess()
