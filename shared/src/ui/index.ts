import './ui.css';

export * from './tokens';
export * from './button';
export * from './badge';
export * from './loader';
export * from './states';
export * from './data-table';
export * from './query-view';
export * from './tabs';
export * from './modal';
export * from './toast';
export * from './inputs';
export * from './hint-bubble';
export * from './use-media-query';
export * from './status-badge';
export * from './scroll-into-view';
export * from './use-schema-form';
export * from './icons';
