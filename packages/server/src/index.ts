// @kaschlan/server: the online game server.

export { type Server, startServer } from './app';
export { type Config, configFrom } from './config';
export { Store, type StoreConfig } from './store/store';
