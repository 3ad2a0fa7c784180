/// Entry point.
public enum LayoutDoctorCLI {
  public static func main(_ arguments: [String]) -> Int32 { 0 }
}
