import LayoutDoctorCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(LayoutDoctorCLI.main(CommandLine.arguments))
