// Lintel's building blocks on Mantine. Each component lives in its own folder with its tests.
export {};
