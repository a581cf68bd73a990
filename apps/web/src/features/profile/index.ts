export { ApiKeyCard } from './components/api-key-card';
