import { nextTask } from './app/next-task';

// The async boundary module federation needs before any shared module is used, taken in a task of its
// own: the federation runtime's start (this file's task) and the loading of the shared modules are two
// shorter tasks instead of one long one, and a slow phone answers input between them.
void nextTask().then(() => import('./bootstrap'));
