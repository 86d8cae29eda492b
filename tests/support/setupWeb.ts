import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// Dialogs, slides and lobbies are lazy chunks: on a loaded 2-core machine (CI) they can take
// longer than Testing Library's default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });
