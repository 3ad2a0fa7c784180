// LayoutReports module.
