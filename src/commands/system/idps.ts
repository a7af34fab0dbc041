// Identity provider commands (operators): a silo's SAML provider. Providers have no update or
// delete operation in nexus.json.
import { z } from 'zod'
import { samlIdentityProviderCreate, siloIdentityProviderList } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { description, newName, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeSilos } from '../core/complete'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand } from '../core/define'

const text = (what: string) => z.string().trim().min(1).describe(what)
const url = (what: string) => z.url().describe(what)

export const idpCreateCommand = defineCommand({
  id: 'idp.create',
  visible: isFleetViewer,
  title: 'Create identity provider',
  group: 'Identity providers',
  keywords: ['new', 'saml', 'sso', 'idp'],
  args: z.object({
    silo: ref('Silo the provider signs users in to'),
    name: newName('identity provider'),
    description: description('identity provider'),
    acsUrl: url('Assertion consumer service URL of the silo (where the IdP posts assertions)'),
    sloUrl: url('Single logout URL'),
    idpEntityId: text("The IdP's entity id"),
    spClientId: text('Service provider client id the IdP knows the silo by'),
    technicalContactEmail: z.email().describe('Who to contact about this provider'),
    groupAttributeName: z
      .string()
      .optional()
      .describe('SAML attribute holding the user groups; no groups when omitted'),
    metadataUrl: z.url().optional().describe("URL of the IdP's SAML metadata"),
    metadataXml: z
      .string()
      .optional()
      .describe("The IdP's SAML metadata document itself, instead of a URL"),
    signingPublicCert: z
      .string()
      .optional()
      .describe('Request signing certificate (base64 DER); unsigned requests when omitted'),
    signingPrivateKey: z
      .string()
      .optional()
      .describe('Request signing RSA key (base64 DER, PKCS#1)'),
  }),
  defaults: (ctx) => ({ silo: ctx.scope.silo }),
  complete: { silo: completeSilos },
  async run(a, ctx) {
    if (Boolean(a.metadataUrl) === Boolean(a.metadataXml)) {
      throw new Error('Give the IdP metadata either as a URL or as an XML document')
    }
    if (Boolean(a.signingPublicCert) !== Boolean(a.signingPrivateKey)) {
      throw new Error('A signing key pair needs both the certificate and the private key')
    }
    const created = await samlIdentityProviderCreate({
      query: { silo: a.silo },
      body: {
        name: a.name,
        description: a.description,
        acsUrl: a.acsUrl,
        sloUrl: a.sloUrl,
        idpEntityId: a.idpEntityId,
        spClientId: a.spClientId,
        technicalContactEmail: a.technicalContactEmail,
        groupAttributeName: a.groupAttributeName || null,
        idpMetadataSource: a.metadataUrl
          ? { type: 'url', url: a.metadataUrl }
          : { type: 'base64_encoded_xml', data: toBase64(a.metadataXml ?? '') },
        signingKeypair:
          a.signingPublicCert && a.signingPrivateKey
            ? { publicCert: a.signingPublicCert, privateKey: a.signingPrivateKey }
            : null,
      },
    })
    await invalidate(ctx.mutate, siloIdentityProviderList)
    return created
  },
  successMessage: ({ name }) => `Identity provider ${name} created`,
  cli: (a) =>
    cli('silo idp saml create', {
      silo: a.silo,
      name: a.name,
      description: a.description,
      acsUrl: a.acsUrl,
      sloUrl: a.sloUrl,
      idpEntityId: a.idpEntityId,
      spClientId: a.spClientId,
      technicalContactEmail: a.technicalContactEmail,
      metadataUrl: a.metadataUrl,
    }),
})

/** The API takes the metadata document base64-encoded; UTF-8 text survives the round trip. */
function toBase64(text: string) {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

export const idpCommands = commandList(idpCreateCommand)
