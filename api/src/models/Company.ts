import type { TripTerms } from '@core/rules/tripTerms';
import type { CompanyStatus, Emirate, LicenceKind, VerificationStatus } from '@core/enums';
import type { NewLeadMailMode } from '@core/schemas/notifications';
import type { CompanyRole } from '@core/schemas/team';
import { BaseModel } from './BaseModel';

export class Company extends BaseModel {
  static override tableName = 'companies';
  static override jsonAttributes = ['tripTerms'];

  id!: number;
  ownerId!: number | null;
  name!: string;
  slug!: string;
  logoUrl!: string | null;
  description!: string | null;
  /** The description in Arabic (null: none; the Arabic site shows the one as written). */
  descriptionAr!: string | null;
  emirate!: Emirate;
  area!: string | null;
  address!: string | null;
  phone!: string;
  whatsapp!: string;
  email!: string;
  website!: string | null;
  verificationStatus!: VerificationStatus;
  status!: CompanyStatus;
  rating!: number;
  reviewCount!: number;
  minimumDriverAge!: number;
  depositPolicy!: string | null;
  licencesAccepted!: string | null;
  /** Default structured terms of the company's cars (core rules/tripTerms). */
  tripTerms!: Partial<TripTerms> | null;
  /** The licence kinds accepted, as a set (null until the company chooses them). */
  licenceKinds!: LicenceKind[] | null;
  logoStorageKey!: string | null;
  verifiedAt!: Date | null;
  /** Why an admin suspended the company (null while active). */
  suspensionReason!: string | null;
  suspendedAt!: Date | null;
  /** How the company hears of new leads (a mail each, a daily digest, none). */
  newLeadMail!: NewLeadMailMode;
  /** Fetched through `User.company`: that user's role in this company's team. */
  memberRole?: CompanyRole;
  createdAt!: Date;
  updatedAt!: Date;

  static override get relationMappings() {
    return {
      owner: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'companies.owner_id', to: 'users.id' },
      },
      cars: {
        relation: BaseModel.HasManyRelation,
        modelClass: Car,
        join: { from: 'companies.id', to: 'cars.company_id' },
      },
    };
  }

  owner?: User | null;
  cars?: Car[];
}

import { Car } from './Car';
import { User } from './User';
