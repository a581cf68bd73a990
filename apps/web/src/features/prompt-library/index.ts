export { EmbeddedPromptLibrary, EmbeddedPromptShortlist } from './components/embedded-prompt-library';
export { PromptLauncher } from './components/lazy-prompt-launcher';
export { PromptLibraryHost } from './components/prompt-library-host';
export { openPromptLibrary } from './library-store';
