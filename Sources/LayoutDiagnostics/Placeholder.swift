// LayoutDiagnostics module.
