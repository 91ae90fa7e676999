import { Injectable, Module } from '@nestjs/common';

/**
 * What a context does with its own rows when Threshold must stop holding a person's data. The
 * data-rights module decides when (an erasure carried out by staff, the retention run); each
 * context that keeps personal data registers how, so that data-rights depends on none of them
 * and every context writes only its own tables.
 */
export type PersonalDataEraser = {
  /**
   * A customer is erased: their rows stop naming them. Runs inside the erasure's transaction,
   * so it is undone with it.
   */
  eraseCustomer?(customer: { userId: string; email: string }): Promise<void>;
  /**
   * The due-diligence period of these sales is over (five years from their end): identity
   * evidence of them is anonymised. Answers how many rows changed.
   */
  endDueDiligence?(transactionIds: string[]): Promise<number>;
};

/** The erasers the contexts registered (each from its module's onModuleInit). */
@Injectable()
export class PersonalDataErasers {
  private readonly erasers = new Map<string, PersonalDataEraser>();

  register(name: string, eraser: PersonalDataEraser): void {
    if (this.erasers.has(name)) throw new Error(`Personal data eraser "${name}" registered twice`);
    this.erasers.set(name, eraser);
  }

  async eraseCustomer(customer: { userId: string; email: string }): Promise<void> {
    for (const eraser of this.erasers.values()) await eraser.eraseCustomer?.(customer);
  }

  async endDueDiligence(transactionIds: string[]): Promise<number> {
    let changed = 0;
    for (const eraser of this.erasers.values()) {
      changed += (await eraser.endDueDiligence?.(transactionIds)) ?? 0;
    }
    return changed;
  }
}

/** The port alone, for the modules that register an eraser. */
@Module({ providers: [PersonalDataErasers], exports: [PersonalDataErasers] })
export class PersonalDataModule {}
