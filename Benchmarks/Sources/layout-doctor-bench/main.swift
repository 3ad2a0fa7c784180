print("layout-doctor-bench: not yet implemented")
