// The complete Mantine stylesheet, loaded (as its own CSS chunk) before any part
// other than the login page renders.
import '@mantine/core/styles.css';
