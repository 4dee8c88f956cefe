export { User } from './User';
export { Session } from './Session';
export { Company } from './Company';
export { Car } from './Car';
export { CarImage } from './CarImage';
export { Lead } from './Lead';
