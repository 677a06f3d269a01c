/** The German names of the 13 business industries (spec: hub-and-business-account 3 "Business industries"). */
import type { BusinessIndustry } from './model.ts'

/**
 * What the industry select of the business data step (GmbH s2) shows for each industry. Chosen: the spec names only
 * the keys; the labels follow the German classification of economic activities (WZ 2008) the bank's keys stand for.
 */
export const BUSINESS_INDUSTRY_LABELS: Readonly<Record<BusinessIndustry, string>> = {
  BUILDING_INDUSTRY: 'Baugewerbe',
  TRADE_MAINTENANCE_AND_REPAIR_OF_VEHICLES: 'Handel, Instandhaltung und Reparatur von Kraftfahrzeugen',
  OTHER_SERVICES: 'Sonstige Dienstleistungen',
  GASTRONOMY: 'Gastgewerbe',
  SCIENTIFIC_TECHNICAL_CONSULTING_SERVICES: 'Freiberufliche, wissenschaftliche und technische Dienstleistungen',
  INFORMATION_AND_COMMUNICATION: 'Information und Kommunikation',
  FARMER_FORESTRY_FISHING_AND_AQUACULTURE: 'Land- und Forstwirtschaft, Fischerei und Aquakultur',
  POWER_WATER_SUPPLY_DISPOSAL_MINING: 'Energie- und Wasserversorgung, Entsorgung, Bergbau',
  CHEMICAL_INDUSTRY_COKE_OVEN_MINERAL_OIL: 'Chemische Industrie, Kokerei und Mineralölverarbeitung',
  FINANCIAL_LEASING_COMPANIES: 'Finanzierungsleasing',
  HOUSING_COMPANIES: 'Wohnungsunternehmen',
  HEALTH_CARE_VETERIN_A_WELFARE_FIRM_FREELANCE: 'Gesundheits-, Veterinär- und Sozialwesen (freiberuflich)',
  FINANCIAL_INSTITUTIONS_INSURANCE: 'Kreditinstitute und Versicherungen',
}
