// LayoutEngine module.
