// Placeholder while the module is being built.
