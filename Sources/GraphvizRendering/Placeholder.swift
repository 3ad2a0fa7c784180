// GraphvizRendering module.
