import { Model, snakeCaseMappers } from 'objection';

/** camelCase in code, snake_case in the database; timestamps kept by the database and here. */
export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }

  /** Tables without an updated_at column turn this off. */
  static hasUpdatedAt = true;

  override $beforeUpdate() {
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) {
      (this as unknown as { updatedAt: Date }).updatedAt = new Date();
    }
  }
}
