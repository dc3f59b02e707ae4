// The async boundary module federation needs before any shared module is used.
import('./bootstrap');
