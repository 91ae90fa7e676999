import type { Address } from '@/platform/database/schema';
import type { PafAddress } from './adapters/search-provider';
import type { cleanPremise } from './searches.rules';

type Premise = ReturnType<typeof cleanPremise>;

/**
 * The order form's defaults: the premise parts of the property's stored address (the finder
 * fills them; an address typed by hand may have none, and staff complete them).
 */
export function premiseOf(address: Address): Premise {
  return {
    subBuildingName: address.sub_building_name?.trim() || null,
    buildingName: address.building_name?.trim() || null,
    buildingNumber: address.building_number?.trim() || null,
  };
}

/**
 * The street of an address: the finder's `street`, else the first line without the premise
 * staff gave (a hand-typed "4 Quay Walk" reads Quay Walk).
 */
function thoroughfareOf(address: Address, premise: Premise): string | null {
  if (address.street?.trim()) return address.street.trim();
  let line = address.line_1?.trim() ?? '';
  for (const part of [premise.subBuildingName, premise.buildingName]) {
    if (part && line.toLowerCase().startsWith(part.toLowerCase())) {
      line = line.slice(part.length).replace(/^[\s,]+/, '');
    }
  }
  if (premise.buildingNumber && line.startsWith(premise.buildingNumber)) {
    line = line.slice(premise.buildingNumber.length).trim();
  }
  return line || address.line_2?.trim() || null;
}

/** The property as OneSearch takes it (PAF parts), with the premise from the order form. */
export function pafAddressOf(address: Address, premise: Premise): PafAddress {
  return {
    organisationName: address.organisation_name?.trim() || null,
    subBuildingName: premise.subBuildingName,
    buildingName: premise.buildingName,
    buildingNumber: premise.buildingNumber,
    thoroughfare: thoroughfareOf(address, premise),
    dependentLocality: address.district?.trim() || null,
    postTown: address.post_town?.trim() ?? '',
    county: address.county?.trim() || null,
    postCode: address.postcode?.trim() ?? '',
  };
}
