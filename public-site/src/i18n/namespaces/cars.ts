/** The `cars` strings, in the chunk of whatever imports this (see i18n.ts). */
import { addLocaleFiles } from '../i18n';

addLocaleFiles(import.meta.glob('../locales/en/cars.json', { eager: true, import: 'default' }));
