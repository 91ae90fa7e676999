import { Injectable } from '@nestjs/common';
import { DocumentsRepository } from '../documents.repository';

/**
 * What an erasure changes in documents: a sale's documents are property information, kept with
 * the sale (the terms' 10 years), but they stop naming the erased customer as their uploader.
 */
@Injectable()
export class DocumentErasureService {
  constructor(private readonly documents: DocumentsRepository) {}

  forgetUploader(userId: string): Promise<void> {
    return this.documents.forgetUploader(userId);
  }
}
