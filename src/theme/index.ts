export { system } from './system';
