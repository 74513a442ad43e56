-- Substances (spec 001 §1 "chemical substances", §3 "Substance", §4, §9): a registry of
-- substances and, per article, the registry substances its text mentions (names and synonyms
-- on word boundaries, CAS Registry Numbers, publisher chemical markup), found at ingest and
-- again after `npm run admin -- substance:import`. PostgreSQL 15 compatible.

CREATE TABLE substances (
  id                   text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  title                text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  other_titles         text[] NOT NULL DEFAULT '{}',
  molecular_formula    text CHECK (length(molecular_formula) <= 100),
  molecular_weight     text CHECK (molecular_weight ~ '^\d{1,6}(\.\d{1,6})?$'),
  cas_registry_number  text UNIQUE CHECK (cas_registry_number ~ '^\d{2,7}-\d{2}-\d$'),
  substance_urls       jsonb NOT NULL DEFAULT '{}',
  substance_facts      jsonb NOT NULL DEFAULT '[]',
  image                text CHECK (image ~* '^(https?://|/(?!/))[^\s"''<>]*$'),
  image_description    text,
  source               text NOT NULL CHECK (source IN ('starter', 'import')),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE article_substances (
  article_id    bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  substance_id  text NOT NULL REFERENCES substances(id) ON DELETE CASCADE ON UPDATE CASCADE,
  -- Where the article first mentions it (character offset in reading order): the list order.
  first_offset  integer NOT NULL CHECK (first_offset >= 0),
  mentions      integer NOT NULL CHECK (mentions > 0),
  PRIMARY KEY (article_id, substance_id)
);
CREATE INDEX article_substances_order_idx ON article_substances (article_id, first_offset);
CREATE INDEX article_substances_substance_idx ON article_substances (substance_id);

-- The bundled open starter set: db/substances/starter-substances.json (the same text; a unit
-- test keeps them equal), public facts from PubChem named in db/substances/SOURCES.md.
INSERT INTO substances (id, title, other_titles, molecular_formula, molecular_weight, cas_registry_number,
                        substance_urls, substance_facts, image, image_description, source)
SELECT s.id, s.title, ARRAY(SELECT jsonb_array_elements_text(s."otherTitles")), s."molecularFormula",
       s."molecularWeight", s."casRegistryNumber", s."substanceUrls", s."substanceFacts", s.image,
       s."imageDescription", 'starter'
FROM jsonb_to_recordset($starter$
[
  {
    "id": "water",
    "title": "water",
    "otherTitles": [
      "H2O",
      "oxidane"
    ],
    "molecularFormula": "H2O",
    "molecularWeight": "18.015",
    "casRegistryNumber": "7732-18-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 962",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/962",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "sodium-chloride",
    "title": "sodium chloride",
    "otherTitles": [
      "NaCl",
      "table salt"
    ],
    "molecularFormula": "NaCl",
    "molecularWeight": "58.44",
    "casRegistryNumber": "7647-14-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5234",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5234",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "glycerol",
    "title": "glycerol",
    "otherTitles": [
      "glycerin",
      "glycerine",
      "propane-1,2,3-triol"
    ],
    "molecularFormula": "C3H8O3",
    "molecularWeight": "92.09",
    "casRegistryNumber": "56-81-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 753",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/753",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "atp",
    "title": "adenosine 5'-triphosphate",
    "otherTitles": [
      "ATP",
      "adenosine triphosphate"
    ],
    "molecularFormula": "C10H16N5O13P3",
    "molecularWeight": "507.18",
    "casRegistryNumber": "56-65-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5957",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5957",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "sucrose",
    "title": "sucrose",
    "otherTitles": [
      "saccharose"
    ],
    "molecularFormula": "C12H22O11",
    "molecularWeight": "342.30",
    "casRegistryNumber": "57-50-1",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5988",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5988",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "d-glucose",
    "title": "D-glucose",
    "otherTitles": [
      "glucose",
      "dextrose"
    ],
    "molecularFormula": "C6H12O6",
    "molecularWeight": "180.16",
    "casRegistryNumber": "50-99-7",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5793",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5793",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "ethanol",
    "title": "ethanol",
    "otherTitles": [
      "ethyl alcohol",
      "EtOH"
    ],
    "molecularFormula": "C2H6O",
    "molecularWeight": "46.07",
    "casRegistryNumber": "64-17-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 702",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/702",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "carbon-dioxide",
    "title": "carbon dioxide",
    "otherTitles": [
      "CO2"
    ],
    "molecularFormula": "CO2",
    "molecularWeight": "44.009",
    "casRegistryNumber": "124-38-9",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 280",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/280",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "methane",
    "title": "methane",
    "otherTitles": [
      "CH4"
    ],
    "molecularFormula": "CH4",
    "molecularWeight": "16.043",
    "casRegistryNumber": "74-82-8",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 297",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/297",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "glycine",
    "title": "glycine",
    "otherTitles": [
      "aminoacetic acid"
    ],
    "molecularFormula": "C2H5NO2",
    "molecularWeight": "75.07",
    "casRegistryNumber": "56-40-6",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 750",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/750",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "edta",
    "title": "ethylenediaminetetraacetic acid",
    "otherTitles": [
      "EDTA",
      "edetic acid"
    ],
    "molecularFormula": "C10H16N2O8",
    "molecularWeight": "292.24",
    "casRegistryNumber": "60-00-4",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 6049",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/6049",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "hepes",
    "title": "HEPES",
    "otherTitles": [
      "4-(2-hydroxyethyl)-1-piperazineethanesulfonic acid"
    ],
    "molecularFormula": "C8H18N2O4S",
    "molecularWeight": "238.31",
    "casRegistryNumber": "7365-45-9",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 23831",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/23831",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "tris",
    "title": "tris(hydroxymethyl)aminomethane",
    "otherTitles": [
      "Tris",
      "TRIS",
      "tromethamine"
    ],
    "molecularFormula": "C4H11NO3",
    "molecularWeight": "121.14",
    "casRegistryNumber": "77-86-1",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 6503",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/6503",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "acetic-acid",
    "title": "acetic acid",
    "otherTitles": [
      "ethanoic acid",
      "AcOH"
    ],
    "molecularFormula": "C2H4O2",
    "molecularWeight": "60.05",
    "casRegistryNumber": "64-19-7",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 176",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/176",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "methanol",
    "title": "methanol",
    "otherTitles": [
      "methyl alcohol",
      "MeOH"
    ],
    "molecularFormula": "CH4O",
    "molecularWeight": "32.042",
    "casRegistryNumber": "67-56-1",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 887",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/887",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "hydrogen-peroxide",
    "title": "hydrogen peroxide",
    "otherTitles": [
      "H2O2"
    ],
    "molecularFormula": "H2O2",
    "molecularWeight": "34.015",
    "casRegistryNumber": "7722-84-1",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 784",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/784",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "nitric-oxide",
    "title": "nitric oxide",
    "otherTitles": [
      "nitrogen monoxide"
    ],
    "molecularFormula": "NO",
    "molecularWeight": "30.006",
    "casRegistryNumber": "10102-43-9",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 145068",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/145068",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "dopamine",
    "title": "dopamine",
    "otherTitles": [],
    "molecularFormula": "C8H11NO2",
    "molecularWeight": "153.18",
    "casRegistryNumber": "51-61-6",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 681",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/681",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "serotonin",
    "title": "serotonin",
    "otherTitles": [
      "5-hydroxytryptamine",
      "5-HT"
    ],
    "molecularFormula": "C10H12N2O",
    "molecularWeight": "176.21",
    "casRegistryNumber": "50-67-9",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5202",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5202",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "acetylcholine",
    "title": "acetylcholine",
    "otherTitles": [
      "ACh"
    ],
    "molecularFormula": "C7H16NO2+",
    "molecularWeight": "146.21",
    "casRegistryNumber": "51-84-3",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 187",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/187",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "ammonia",
    "title": "ammonia",
    "otherTitles": [
      "NH3"
    ],
    "molecularFormula": "H3N",
    "molecularWeight": "17.031",
    "casRegistryNumber": "7664-41-7",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 222",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/222",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "formaldehyde",
    "title": "formaldehyde",
    "otherTitles": [
      "methanal"
    ],
    "molecularFormula": "CH2O",
    "molecularWeight": "30.026",
    "casRegistryNumber": "50-00-0",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 712",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/712",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "urea",
    "title": "urea",
    "otherTitles": [
      "carbamide"
    ],
    "molecularFormula": "CH4N2O",
    "molecularWeight": "60.056",
    "casRegistryNumber": "57-13-6",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 1176",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/1176",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "pyruvic-acid",
    "title": "pyruvic acid",
    "otherTitles": [
      "pyruvate",
      "2-oxopropanoic acid"
    ],
    "molecularFormula": "C3H4O3",
    "molecularWeight": "88.06",
    "casRegistryNumber": "127-17-3",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 1060",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/1060",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "l-glutamic-acid",
    "title": "L-glutamic acid",
    "otherTitles": [
      "glutamate",
      "glutamic acid"
    ],
    "molecularFormula": "C5H9NO4",
    "molecularWeight": "147.13",
    "casRegistryNumber": "56-86-0",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 33032",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/33032",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "gtp",
    "title": "guanosine 5'-triphosphate",
    "otherTitles": [
      "GTP",
      "guanosine triphosphate"
    ],
    "molecularFormula": "C10H16N5O14P3",
    "molecularWeight": "523.18",
    "casRegistryNumber": "86-01-1",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 135398633",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/135398633",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "gaba",
    "title": "gamma-aminobutyric acid",
    "otherTitles": [
      "GABA",
      "γ-aminobutyric acid",
      "4-aminobutanoic acid"
    ],
    "molecularFormula": "C4H9NO2",
    "molecularWeight": "103.12",
    "casRegistryNumber": "56-12-2",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 119",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/119",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "nicotine",
    "title": "nicotine",
    "otherTitles": [],
    "molecularFormula": "C10H14N2",
    "molecularWeight": "162.23",
    "casRegistryNumber": "54-11-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 89594",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/89594",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "sirolimus",
    "title": "sirolimus",
    "otherTitles": [
      "rapamycin"
    ],
    "molecularFormula": "C51H79NO13",
    "molecularWeight": "914.2",
    "casRegistryNumber": "53123-88-9",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5284616",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5284616",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "ampicillin",
    "title": "ampicillin",
    "otherTitles": [],
    "molecularFormula": "C16H19N3O4S",
    "molecularWeight": "349.4",
    "casRegistryNumber": "69-53-4",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 6249",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/6249",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "tetracycline",
    "title": "tetracycline",
    "otherTitles": [],
    "molecularFormula": "C22H24N2O8",
    "molecularWeight": "444.4",
    "casRegistryNumber": "60-54-8",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 54675776",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/54675776",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "magnesium-chloride",
    "title": "magnesium chloride",
    "otherTitles": [
      "MgCl2"
    ],
    "molecularFormula": "MgCl2",
    "molecularWeight": "95.21",
    "casRegistryNumber": "7786-30-3",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 24584",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/24584",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "phenol",
    "title": "phenol",
    "otherTitles": [
      "carbolic acid"
    ],
    "molecularFormula": "C6H6O",
    "molecularWeight": "94.11",
    "casRegistryNumber": "108-95-2",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 996",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/996",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "potassium-chloride",
    "title": "potassium chloride",
    "otherTitles": [
      "KCl"
    ],
    "molecularFormula": "KCl",
    "molecularWeight": "74.55",
    "casRegistryNumber": "7447-40-7",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 4873",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/4873",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "calcium-chloride",
    "title": "calcium chloride",
    "otherTitles": [
      "CaCl2"
    ],
    "molecularFormula": "CaCl2",
    "molecularWeight": "110.98",
    "casRegistryNumber": "10043-52-4",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5284359",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5284359",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "dmso",
    "title": "dimethyl sulfoxide",
    "otherTitles": [
      "DMSO"
    ],
    "molecularFormula": "C2H6OS",
    "molecularWeight": "78.14",
    "casRegistryNumber": "67-68-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 679",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/679",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  },
  {
    "id": "cholesterol",
    "title": "cholesterol",
    "otherTitles": [],
    "molecularFormula": "C27H46O",
    "molecularWeight": "386.7",
    "casRegistryNumber": "57-88-5",
    "substanceUrls": {
      "suppliers": null,
      "druglikeness": null,
      "reactions": null,
      "substanceImage": null,
      "citations": null
    },
    "substanceFacts": [
      {
        "displayName": "PubChem compound 5997",
        "url": "https://pubchem.ncbi.nlm.nih.gov/compound/5997",
        "factsTruncated": false,
        "facts": []
      }
    ],
    "image": null,
    "imageDescription": null
  }
]
$starter$::jsonb) AS s(id text, title text, "otherTitles" jsonb, "molecularFormula" text, "molecularWeight" text,
                        "casRegistryNumber" text, "substanceUrls" jsonb, "substanceFacts" jsonb, image text,
                        "imageDescription" text);
