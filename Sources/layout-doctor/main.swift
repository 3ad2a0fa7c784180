import Foundation
import LayoutDoctorCLI
import ProcessHeap

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

HeapTuning.apply(environment: ProcessInfo.processInfo.environment)
exit(LayoutDoctorCLI.main(CommandLine.arguments))
