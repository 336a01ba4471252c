import { expect, test } from 'bun:test'
import {
  type GraphQLObjectType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql'
import { schema } from './index.ts'

test('every type, field and argument of the schema has a description (the explorer documents itself)', () => {
  const missing: string[] = []
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type))) continue
    if (!type.description) missing.push(type.name)
    if (!isObjectType(type) && !isInputObjectType(type)) continue
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`)
      for (const arg of 'args' in field ? field.args : []) {
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`)
      }
    }
  }
  expect(missing).toEqual([])
})

test('the schema exposes the public reads (projects with commands, work experiences, site settings, the newsletter archive), the account reads and the admin reads', () => {
  const fields = (name: string) => Object.keys((schema.getType(name) as GraphQLObjectType).getFields())
  expect(fields('Query').sort()).toEqual([
    'admin',
    'me',
    'newsletterIssue',
    'newsletterIssueUnpublished',
    'newsletterIssues',
    'newsletterSubscription',
    'newsletterTopics',
    'newsletterUnsubscribeLink',
    'outboxMessage',
    'ownerSetupOpen',
    'project',
    'projects',
    'site',
    'workExperiences',
  ])
  expect(fields('Project')).toContain('commands')
  expect(fields('Admin').sort()).toEqual([
    'contactMessages',
    'insights',
    'mailLog',
    'mailLogCounts',
    'mediaLibrary',
    'newsletterIssue',
    'newsletterIssues',
    'newsletterSignupForm',
    'newsletterTracking',
    'newsletterWelcome',
    'outbox',
    'readerCounts',
    'readerImport',
    'readers',
    'siteMail',
    'unreadContactMessages',
  ])
})
