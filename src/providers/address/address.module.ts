import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AppConfig, simulators } from '@/platform/config/config';
import { UpstreamError } from '@/platform/common/errors';
import { AddressFinder } from './adapters/address-finder';
import { AddressFinderSimulator } from './adapters/address-finder.simulator';
import { LoqateAddressFinder } from './adapters/loqate.adapter';
import { AddressController } from './address.controller';
import { AddressService } from './address.service';

/** Stands in when neither Loqate nor the simulator may run (production without a key). */
class UnconfiguredAddressFinder extends AddressFinder {
  readonly name = 'unconfigured';
  find(): never {
    throw new UpstreamError('The address finder is not configured.');
  }
  retrieve(): never {
    throw new UpstreamError('The address finder is not configured.');
  }
}

@Module({
  controllers: [AddressController],
  providers: [
    AddressService,
    {
      provide: AddressFinder,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): AddressFinder => {
        if (config.loqate.apiKey) {
          return new LoqateAddressFinder(config.loqate.apiKey, config.loqate.apiUrl);
        }
        return simulators(config).addresses
          ? new AddressFinderSimulator()
          : new UnconfiguredAddressFinder();
      },
    },
  ],
})
export class AddressModule {}
