import type { Role, UserStatus } from '@core/enums';
import { BaseModel } from './BaseModel';

export class User extends BaseModel {
  static override tableName = 'users';

  id!: number;
  email!: string;
  passwordHash!: string;
  role!: Role;
  name!: string;
  status!: UserStatus;
  lastLoginAt!: Date | null;
  /** A seeded demo account: never signs in under NODE_ENV=production. */
  demo!: boolean;
  /** An admin's daily summary of the review queues (opt-out). */
  adminSummaryMail!: boolean;
  /** Null until a vendor who signed up confirms the address (services/accountEmail.ts). */
  emailVerifiedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get relationMappings() {
    return {
      // The company the account works for (its team, core/schemas/team.ts), with the role.
      company: {
        relation: BaseModel.HasOneThroughRelation,
        modelClass: Company,
        join: {
          from: 'users.id',
          through: {
            from: 'company_members.user_id',
            to: 'company_members.company_id',
            extra: { memberRole: 'role' },
          },
          to: 'companies.id',
        },
      },
    };
  }

  company?: Company | null;
}

import { Company } from './Company';
