export { CardList } from './CardList';
