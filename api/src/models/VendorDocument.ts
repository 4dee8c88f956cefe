import type { DocumentKind, DocumentStatus } from '@core/enums';
import { BaseModel } from './BaseModel';

/** A verification document a company sent (trade licence, RTA permit, insurance, ID). */
export class VendorDocument extends BaseModel {
  static override tableName = 'vendor_documents';

  id!: number;
  companyId!: number;
  kind!: DocumentKind;
  /** Private storage key; null for documents checked outside the product. */
  storageKey!: string | null;
  originalName!: string;
  mime!: string;
  size!: number;
  /** YYYY-MM-DD (the `date` column is read as text, see db/knexConfig.ts). */
  expiresOn!: string | Date | null;
  status!: DocumentStatus;
  reviewNote!: string | null;
  reviewedBy!: number | null;
  reviewedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get relationMappings() {
    return {
      company: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Company,
        join: { from: 'vendor_documents.company_id', to: 'companies.id' },
      },
    };
  }

  company?: Company;
}

import { Company } from './Company';
