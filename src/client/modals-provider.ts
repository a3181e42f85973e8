// A named re-export, so the popups' provider (and Modal, ScrollArea, floating-ui)
// lands in its own lazy chunk apart from `modals` (the event helpers).
export { ModalsProvider } from '@mantine/modals';
