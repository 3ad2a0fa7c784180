// LayoutParsing module.
