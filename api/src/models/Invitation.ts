import type { InvitationRole } from '@core/enums';
import { BaseModel } from './BaseModel';

/** An invitation to write for the blog. Only the SHA-256 of its token is stored. */
export class Invitation extends BaseModel {
  static override tableName = 'invitations';
  static override hasUpdatedAt = false;

  id!: number;
  email!: string;
  role!: InvitationRole;
  tokenHash!: string;
  expiresAt!: Date;
  acceptedAt!: Date | null;
  revokedAt!: Date | null;
  invitedBy!: number | null;
  acceptedUserId!: number | null;
  createdAt!: Date;

  inviter?: User | null;

  static override get relationMappings() {
    return {
      inviter: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'invitations.invited_by', to: 'users.id' },
      },
    };
  }
}

import { User } from './User';
