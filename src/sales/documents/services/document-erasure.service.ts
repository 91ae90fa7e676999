import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataErasers } from '@/accounts/data-rights/personal-data.port';
import { DocumentsRepository } from '../documents.repository';

/**
 * What an erasure changes in documents: a sale's documents are property information, kept with
 * the sale (the terms' 10 years), but they stop naming the erased customer as their uploader.
 */
@Injectable()
export class DocumentErasureService implements OnModuleInit {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly erasers: PersonalDataErasers,
  ) {}

  onModuleInit(): void {
    this.erasers.register('documents', {
      eraseCustomer: ({ userId }) => this.documents.forgetUploader(userId),
    });
  }
}
