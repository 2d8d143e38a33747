export { system } from './system';
export { addRecipes, registerLazyRecipes } from './add-recipes';
