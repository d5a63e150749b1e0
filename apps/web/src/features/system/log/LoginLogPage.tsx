export { default } from '../../../pages/ModulePlaceholder';
