import FuzzDriver
import Foundation

// libFuzzer runs fuzzLottieContainer on each input; see Fuzz/README.md for the flags.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzLottieContainer))
