// LayoutModel module.
